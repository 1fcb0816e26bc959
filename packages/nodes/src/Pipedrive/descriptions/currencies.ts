/** The currencies a lead's value can be in (ISO 4217 codes, as Pipedrive takes them). */
export const CURRENCIES = [
  'AFN', 'DZD', 'ARS', 'AUD', 'AZN', 'BSD', 'THB', 'BBD', 'BZD', 'BMD', 'BOB', 'BRL', 'BND', 'BGN', 'CAD', 'CLP',
  'COP', 'NIO', 'CRC', 'CZK', 'DKK', 'DOP', 'VND', 'XCD', 'EGP', 'EUR', 'FJD', 'HUF', 'HKD', 'UAH', 'INR', 'JMD',
  'KES', 'PGK', 'HRK', 'MMK', 'LAK', 'LBP', 'ALL', 'HNL', 'LRD', 'MYR', 'MUR', 'MXN', 'MAD', 'NPR', 'ILS', 'TWD',
  'NZD', 'NOK', 'MRO', 'TOP', 'PKR', 'MOP', 'PHP', 'GBP', 'BWP', 'QAR', 'GTQ', 'ZAR', 'RON', 'MVR', 'IDR', 'RUB',
  'SAR', 'SCR', 'SGD', 'PEN', 'SBD', 'LKR', 'SEK', 'CHF', 'SYP', 'BDT', 'WST', 'KZT', 'TTD', 'TRY', 'AED', 'USD',
  'VUV', 'XOF', 'KRW', 'YER', 'JPY', 'CNY', 'PLN',
].map((code) => ({ name: code, value: code }));
