import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A parameter's menu (…): reset to its default, and removing a collection option. */
export interface ParameterMenuProps {
  path: string;
  onReset: () => void;
  onRemove?: () => void;
  /** The field keeps its actions shown while the menu is open (its dropdown lies outside the field). */
  onOpenChange: (opened: boolean) => void;
}

export function ParameterMenu({ path, onReset, onRemove, onOpenChange }: ParameterMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal onChange={onOpenChange}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('parameters.menu.label')} data-testid={`parameter-menu-${path}`}>
          <IconDots size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onReset} data-testid="parameter-menu-reset">{t('parameters.menu.reset')}</Menu.Item>
        {onRemove && <Menu.Item color="red" onClick={onRemove} data-testid="parameter-menu-remove">{t('parameters.menu.remove')}</Menu.Item>}
      </Menu.Dropdown>
    </Menu>
  );
}
