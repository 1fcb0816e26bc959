import type { IDataObject, INode } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';

/* Update's action entries turned into Docs batchUpdate requests. */

const segmentIdOf = (action: IDataObject) => (String(action.insertSegment ?? 'body') === 'body' ? '' : String(action.segmentId ?? ''));

const where = (action: IDataObject): IDataObject => (action.locationChoice === 'location'
  ? { location: { segmentId: segmentIdOf(action), index: Number(action.index ?? 1) } }
  : { endOfSegmentLocation: { segmentId: segmentIdOf(action) } });

const range = (action: IDataObject): IDataObject => ({ segmentId: segmentIdOf(action), startIndex: Number(action.startIndex ?? 0), endIndex: Number(action.endIndex ?? 0) });

const cell = (action: IDataObject): IDataObject => ({
  rowIndex: Number(action.rowIndex ?? 0), columnIndex: Number(action.columnIndex ?? 0), tableStartLocation: { segmentId: segmentIdOf(action), index: Number(action.index ?? 1) },
});

export function actionRequest(node: INode, action: IDataObject, position: number): IDataObject {
  const object = String(action.object ?? 'text');
  const verb = String(action.action ?? '');
  const key = `${object}.${verb}`;
  switch (key) {
    case 'text.insert': return { insertText: { text: String(action.text ?? ''), ...where(action) } };
    case 'text.replaceAll': return { replaceAllText: { replaceText: String(action.replaceText ?? ''), containsText: { text: String(action.text ?? ''), matchCase: action.matchCase === true } } };
    case 'pageBreak.insert': return { insertPageBreak: where(action) };
    case 'table.insert': return { insertTable: { rows: Number(action.rows ?? 0), columns: Number(action.columns ?? 0), ...where(action) } };
    case 'header.create':
    case 'footer.create':
      return { [object === 'header' ? 'createHeader' : 'createFooter']: { type: 'DEFAULT', sectionBreakLocation: { segmentId: segmentIdOf(action), index: Number(action.index ?? 0) } } };
    case 'header.delete': return { deleteHeader: { headerId: String(action.headerId ?? '') } };
    case 'footer.delete': return { deleteFooter: { footerId: String(action.footerId ?? '') } };
    case 'namedRange.create': return { createNamedRange: { name: String(action.name ?? ''), range: range(action) } };
    case 'namedRange.delete': return { deleteNamedRange: { [action.namedRangeReference === 'name' ? 'name' : 'namedRangeId']: String(action.value ?? '') } };
    case 'paragraphBullets.create': return { createParagraphBullets: { bulletPreset: String(action.bulletPreset ?? 'BULLET_DISC_CIRCLE_SQUARE'), range: range(action) } };
    case 'paragraphBullets.delete': return { deleteParagraphBullets: { range: range(action) } };
    case 'positionedObject.delete': return { deletePositionedObject: { objectId: String(action.objectId ?? '') } };
    case 'tableRow.insert': return { insertTableRow: { insertBelow: action.insertPosition !== false, tableCellLocation: cell(action) } };
    case 'tableColumn.insert': return { insertTableColumn: { insertRight: action.insertPosition !== false, tableCellLocation: cell(action) } };
    case 'tableRow.delete': return { deleteTableRow: { tableCellLocation: cell(action) } };
    case 'tableColumn.delete': return { deleteTableColumn: { tableCellLocation: cell(action) } };
    default:
      throw new NodeOperationError(node, `Action ${position + 1}: choose what to do with the ${object} (Action)`);
  }
}
