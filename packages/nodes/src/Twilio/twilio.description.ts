import type { INodeProperties } from '@weft/workflow';

const onSendOrCall = { show: { operation: ['send', 'make'], resource: ['sms', 'call'] } };

export const twilioProperties: INodeProperties[] = [
  {
    displayName: 'Resource', name: 'resource', type: 'options', default: 'sms', noDataExpression: true,
    options: [{ name: 'Call', value: 'call' }, { name: 'SMS', value: 'sms' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'send', noDataExpression: true,
    displayOptions: { show: { resource: ['sms'] } },
    options: [{ name: 'Send', value: 'send', description: 'Send an SMS, MMS or WhatsApp message', action: 'Send an SMS/MMS/WhatsApp message' }],
  },
  {
    displayName: 'Operation', name: 'operation', type: 'options', default: 'make', noDataExpression: true,
    displayOptions: { show: { resource: ['call'] } },
    options: [{ name: 'Make', value: 'make', description: 'Place a phone call', action: 'Make a phone call' }],
  },
  {
    displayName: 'From', name: 'from', type: 'string', default: '', required: true, displayOptions: onSendOrCall,
    placeholder: '+14155238886', description: 'A Twilio number of the account, in E.164 format (+ country code and number)',
  },
  {
    displayName: 'To', name: 'to', type: 'string', default: '', required: true, displayOptions: onSendOrCall,
    placeholder: '+14155238886', description: 'The recipient\'s number, in E.164 format',
  },
  {
    displayName: 'To WhatsApp', name: 'toWhatsapp', type: 'boolean', default: false,
    displayOptions: { show: { operation: ['send'], resource: ['sms'] } },
    description: 'Whether to send through WhatsApp: both numbers are then WhatsApp addresses (the sender must be WhatsApp-enabled)',
  },
  {
    displayName: 'Message', name: 'message', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['send'], resource: ['sms'] } },
    description: 'The text to send',
  },
  {
    displayName: 'Use TwiML', name: 'twiml', type: 'boolean', default: false,
    displayOptions: { show: { operation: ['make'], resource: ['call'] } },
    description: 'Whether the message is TwiML instructions for the call; otherwise it is a text Twilio reads out',
  },
  {
    displayName: 'Message', name: 'message', type: 'string', default: '', required: true,
    displayOptions: { show: { operation: ['make'], resource: ['call'] } },
    description: 'The text to read out, or the TwiML document when Use TwiML is on',
  },
  {
    displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add option', default: {},
    options: [
      {
        displayName: 'Status Callback', name: 'statusCallback', type: 'string', default: '',
        description: 'A URL Twilio calls with the message\'s or call\'s status as it changes',
      },
    ],
  },
];
