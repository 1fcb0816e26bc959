import type { ICredentialType } from '@weft/workflow';

/** n8n's Microsoft SQL credential (its field names and defaults, so n8n's exported credentials import). */
export const microsoftSql: ICredentialType = {
  name: 'microsoftSql',
  displayName: 'Microsoft SQL',
  properties: [
    { displayName: 'Server', name: 'server', type: 'string', default: 'localhost', description: 'Host name or IP address of the SQL Server' },
    { displayName: 'Database', name: 'database', type: 'string', default: 'master' },
    { displayName: 'User', name: 'user', type: 'string', default: 'sa' },
    { displayName: 'Password', name: 'password', type: 'string', default: '', typeOptions: { password: true } },
    { displayName: 'Port', name: 'port', type: 'number', default: 1433 },
    { displayName: 'Domain', name: 'domain', type: 'string', default: '', description: 'Windows domain of the user: when set, the login uses NTLM instead of SQL Server authentication' },
    { displayName: 'TLS', name: 'tls', type: 'boolean', default: true, description: 'Whether the connection must be encrypted; a server that does not offer encryption is refused' },
    { displayName: 'Ignore SSL Issues (Insecure)', name: 'allowUnauthorizedCerts', type: 'boolean', default: false, description: "Whether to accept a server certificate that cannot be verified (such as SQL Server's self-signed one)" },
    { displayName: 'Connect Timeout', name: 'connectTimeout', type: 'number', default: 15000, description: 'Milliseconds to wait for the connection' },
    { displayName: 'Request Timeout', name: 'requestTimeout', type: 'number', default: 15000, description: 'Milliseconds to wait for a query to finish' },
    {
      displayName: 'TDS Version', name: 'tdsVersion', type: 'options', default: '7_4',
      description: 'Protocol version to ask for; the server may answer with another it supports',
      options: [
        { name: '7.4 (SQL Server 2012 and Later)', value: '7_4' },
        { name: '7.3.B (SQL Server 2008 R2)', value: '7_3_B' },
        { name: '7.3.A (SQL Server 2008)', value: '7_3_A' },
        { name: '7.2 (SQL Server 2005)', value: '7_2' },
        { name: '7.1 (SQL Server 2000)', value: '7_1' },
      ],
    },
  ],
};
