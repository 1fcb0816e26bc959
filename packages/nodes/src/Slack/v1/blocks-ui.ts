import type { IDataObject } from '@weft/workflow';

/*
 * Slack 1's block builder ("Blocks" with JSON Parameters off) turned into Block Kit JSON: action blocks
 * of buttons, and section blocks with a text, fields and a button accessory.
 */

type Ui = IDataObject | undefined;

const many = (value: unknown): IDataObject[] => [value ?? []].flat() as IDataObject[];

function textObject(value: Ui, type: 'plain_text' | 'mrkdwn' = 'plain_text'): IDataObject | undefined {
  if (!value || value.text === undefined || value.text === '') return undefined;
  const text: IDataObject = { type, text: String(value.text) };
  if (type === 'plain_text' && value.emoji === true) text.emoji = true;
  if (type === 'mrkdwn' && value.verbatim === true) text.verbatim = true;
  return text;
}

/** A section text or field: the builder's "mrkwdn" (sic, n8n's value) or "plainText". */
function sectionText(value: Ui): IDataObject | undefined {
  if (!value) return undefined;
  return textObject(value, value.type === 'plainText' ? 'plain_text' : 'mrkdwn');
}

function confirmDialog(ui: Ui): IDataObject | undefined {
  const values = ui?.confirmValue as IDataObject | undefined;
  if (!values) return undefined;
  const dialog: IDataObject = {};
  const title = textObject((values.titleUi as IDataObject | undefined)?.titleValue as Ui);
  const text = textObject((values.textUi as IDataObject | undefined)?.textValue as Ui);
  const confirm = textObject((values.confirmTextUi as IDataObject | undefined)?.confirmValue as Ui);
  const deny = textObject((values.denyUi as IDataObject | undefined)?.denyValue as Ui);
  if (title) dialog.title = title;
  if (text) dialog.text = text;
  if (confirm) dialog.confirm = confirm;
  if (deny) dialog.deny = deny;
  if (values.style && values.style !== 'default') dialog.style = values.style;
  return Object.keys(dialog).length > 0 ? dialog : undefined;
}

function button(values: IDataObject): IDataObject {
  const element: IDataObject = { type: 'button', text: textObject({ text: values.text, emoji: values.emoji }) ?? { type: 'plain_text', text: '' } };
  if (values.actionId) element.action_id = values.actionId;
  if (values.url) element.url = values.url;
  if (values.value) element.value = values.value;
  if (values.style && values.style !== 'default') element.style = values.style;
  const confirm = confirmDialog(values.confirmUi as Ui);
  if (confirm) element.confirm = confirm;
  return element;
}

export function blocksFromUi(blocksUi: IDataObject): IDataObject[] {
  return many(blocksUi.blocksValues).map((values) => {
    const block: IDataObject = { type: values.type ?? 'actions' };
    if (values.blockId) block.block_id = values.blockId;
    if (block.type === 'actions') {
      block.elements = many((values.elementsUi as IDataObject | undefined)?.elementsValues).map(button);
      return block;
    }
    const text = sectionText((values.textUi as IDataObject | undefined)?.textValue as Ui);
    if (text) block.text = text;
    const fields = many((values.fieldsUi as IDataObject | undefined)?.fieldsValues).map(sectionText).filter(Boolean);
    if (fields.length > 0) block.fields = fields as IDataObject[];
    const accessory = (values.accessoryUi as IDataObject | undefined)?.accessoriesValues as IDataObject | undefined;
    if (accessory) block.accessory = button(accessory);
    return block;
  });
}
