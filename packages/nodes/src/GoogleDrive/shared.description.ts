import type { INodeProperties, INodePropertyOptions } from '@weft/workflow';

/* Parameter pieces every version of the node (and the trigger) shares. */

const title = (value: string) => value.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** The file fields a "Fields" option offers ("*" is every field). */
export const FILE_FIELDS: INodePropertyOptions[] = [
  '*', 'explicitlyTrashed', 'exportLinks', 'hasThumbnail', 'iconLink', 'id', 'kind', 'mimeType', 'name', 'permissions', 'shared', 'spaces',
  'starred', 'thumbnailLink', 'trashed', 'version', 'webViewLink',
].map((value) => ({ name: value === '*' ? '[All]' : title(value), value }));

export function fieldsOption(extra: Partial<INodeProperties> = {}): INodeProperties {
  return {
    displayName: 'Fields', name: 'fields', type: 'multiOptions', default: [], options: FILE_FIELDS,
    description: 'The fields to return; none chosen returns Drive\'s few default fields', ...extra,
  };
}

/** Who gets access: the permission Drive creates. */
export function permissionsProperty(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Permissions', name: 'permissionsUi', placeholder: 'Add Permission', type: 'fixedCollection', default: {},
    typeOptions: { multipleValues: false }, displayOptions,
    options: [{
      displayName: 'Permission', name: 'permissionsValues',
      values: [
        {
          displayName: 'Role', name: 'role', type: 'options', default: '',
          options: [
            { name: 'Commenter', value: 'commenter' }, { name: 'File Organizer', value: 'fileOrganizer' }, { name: 'Organizer', value: 'organizer' },
            { name: 'Owner', value: 'owner' }, { name: 'Reader', value: 'reader' }, { name: 'Writer', value: 'writer' },
          ],
        },
        {
          displayName: 'Type', name: 'type', type: 'options', default: '',
          options: [
            { name: 'User', value: 'user' }, { name: 'Group', value: 'group' }, { name: 'Domain', value: 'domain' }, { name: 'Anyone', value: 'anyone' },
          ],
          description: 'Who the permission is for',
        },
        { displayName: 'Email Address', name: 'emailAddress', type: 'string', default: '', placeholder: 'name@email.com', displayOptions: { show: { type: ['user', 'group'] } } },
        { displayName: 'Domain', name: 'domain', type: 'string', default: '', placeholder: 'example.com', displayOptions: { show: { type: ['domain'] } } },
        {
          displayName: 'Allow File Discovery', name: 'allowFileDiscovery', type: 'boolean', default: false, displayOptions: { show: { type: ['domain', 'anyone'] } },
          description: 'Whether the file can be found by search, not only opened with its link',
        },
      ],
    }],
  };
}

/** Key-value pairs stored on a file: public properties, or app properties only this app sees. */
export function propertiesOptions(): INodeProperties[] {
  const pairs = (displayName: string, name: string, valuesName: string, description: string): INodeProperties => ({
    displayName, name, placeholder: 'Add Property', type: 'fixedCollection', default: {}, typeOptions: { multipleValues: true }, description,
    options: [{
      displayName: 'Property', name: valuesName,
      values: [{ displayName: 'Key', name: 'key', type: 'string', default: '' }, { displayName: 'Value', name: 'value', type: 'string', default: '' }],
    }],
  });
  return [
    pairs('APP Properties', 'appPropertiesUi', 'appPropertyValues', 'Key-value pairs private to the app that set them'),
    pairs('Properties', 'propertiesUi', 'propertyValues', 'Key-value pairs visible to all apps'),
  ];
}

const boolean = (displayName: string, name: string, description: string): INodeProperties => ({ displayName, name, type: 'boolean', default: false, description });

export const CAPABILITIES: INodeProperties = {
  displayName: 'Capabilities', name: 'capabilities', type: 'collection', placeholder: 'Add Field', default: {},
  options: [
    'canAddChildren', 'canChangeCopyRequiresWriterPermissionRestriction', 'canChangeDomainUsersOnlyRestriction', 'canChangeDriveBackground',
    'canChangeDriveMembersOnlyRestriction', 'canComment', 'canCopy', 'canDeleteChildren', 'canDeleteDrive', 'canDownload', 'canEdit',
    'canListChildren', 'canManageMembers', 'canReadRevisions', 'canRename', 'canRenameDrive', 'canShare', 'canTrashChildren',
  ].map((name) => boolean(title(name), name, `Whether the current user has the "${title(name).replace(/^Can /, '')}" capability`)),
};

export const RESTRICTIONS: INodeProperties = {
  displayName: 'Restrictions', name: 'restrictions', type: 'collection', placeholder: 'Add Field', default: {},
  options: [
    boolean('Admin Managed Restrictions', 'adminManagedRestrictions', 'Whether only administrators can change these restrictions'),
    boolean('Copy Requires Writer Permission', 'copyRequiresWriterPermission', 'Whether readers and commenters may not copy, print or download the drive\'s files'),
    boolean('Domain Users Only', 'domainUsersOnly', 'Whether only users of the drive\'s domain may access it and its files'),
    boolean('Drive Members Only', 'driveMembersOnly', 'Whether only members of the drive may access its files'),
  ],
};

export const COLOR: INodeProperties = { displayName: 'Color RGB', name: 'colorRgb', type: 'color', default: '', description: 'The drive\'s color, as an RGB hex string' };

export const HIDDEN: INodeProperties = boolean('Hidden', 'hidden', 'Whether the drive is hidden from the default view');
export const DOMAIN_ADMIN: INodeProperties = boolean('Use Domain Admin Access', 'useDomainAdminAccess', 'Whether to act as a domain administrator (the drive\'s domain must be yours)');

export const RETURN_ALL: INodeProperties = { displayName: 'Return All', name: 'returnAll', type: 'boolean', default: false, description: 'Whether to return all results or only up to a given limit' };

/** The sharing options of files and folders (versions 3 on). */
export function shareOptions(displayOptions: INodeProperties['displayOptions']): INodeProperties {
  return {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {}, displayOptions,
    options: [
      { displayName: 'Email Message', name: 'emailMessage', type: 'string', default: '', typeOptions: { rows: 2 }, description: 'A message to include in the notification email' },
      boolean('Move to New Owners Root', 'moveToNewOwnersRoot', 'Whether an ownership transfer moves the item to the new owner\'s My Drive root'),
      boolean('Send Notification Email', 'sendNotificationEmail', 'Whether to email the people the item is shared with'),
      boolean('Transfer Ownership', 'transferOwnership', 'Whether to make the user the new owner (needed for the Owner role)'),
      DOMAIN_ADMIN,
    ],
  };
}
