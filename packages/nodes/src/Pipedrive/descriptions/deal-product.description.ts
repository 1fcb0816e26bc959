import type { INodeProperties } from '@weft/workflow';

/* Deal Product: products attached to a deal (add, update, remove, list). */

export const dealProductProperties: INodeProperties[] = [
  { displayName: 'Deal Name or ID', name: 'dealId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['add'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getDeals' } },
  { displayName: 'Product Name or ID', name: 'productId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['add'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getProducts' } },
  { displayName: 'Item Price', name: 'item_price', type: 'number', default: 0, required: true, displayOptions: { show: { operation: ['add'], resource: ['dealProduct'] } }, typeOptions: { numberPrecision: 2 } },
  { displayName: 'Quantity', name: 'quantity', type: 'number', default: 1, required: true, displayOptions: { show: { operation: ['add'], resource: ['dealProduct'] } }, typeOptions: { minValue: 1 } },
  { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['add'], resource: ['dealProduct'] } },
    options: [
      { displayName: 'Comments', name: 'comments', type: 'string', default: '', typeOptions: { rows: 4 } },
      { displayName: 'Discount Percentage', name: 'discount_percentage', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 100 } },
      { displayName: 'Product Variation ID', name: 'product_variation_id', type: 'string', default: '' },
    ] },
  { displayName: 'Deal Name or ID', name: 'dealId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['update'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getDeals' } },
  { displayName: 'Product Attachment Name or ID', name: 'productAttachmentId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['update'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getProductsDeal', loadOptionsDependsOn: ['dealId'] } },
  { displayName: 'Update Fields', name: 'updateFields', type: 'collection', default: {}, displayOptions: { show: { operation: ['update'], resource: ['dealProduct'] } },
    options: [
      { displayName: 'Comments', name: 'comments', type: 'string', default: '', typeOptions: { rows: 4 } },
      { displayName: 'Discount Percentage', name: 'discount_percentage', type: 'number', default: 0, typeOptions: { minValue: 0, maxValue: 100 } },
      { displayName: 'Item Price', name: 'item_price', type: 'number', default: 0, typeOptions: { numberPrecision: 2 } },
      { displayName: 'Quantity', name: 'quantity', type: 'number', default: 1, typeOptions: { minValue: 1 } },
      { displayName: 'Product Variation ID', name: 'product_variation_id', type: 'string', default: '' },
    ] },
  { displayName: 'Deal Name or ID', name: 'dealId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['remove'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getDeals' } },
  { displayName: 'Product Attachment Name or ID', name: 'productAttachmentId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['remove'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getProductsDeal', loadOptionsDependsOn: ['dealId'] } },
  { displayName: 'Deal Name or ID', name: 'dealId', type: 'options', default: '', required: true, displayOptions: { show: { operation: ['getAll'], resource: ['dealProduct'] } }, typeOptions: { loadOptionsMethod: 'getDeals' } },
];
