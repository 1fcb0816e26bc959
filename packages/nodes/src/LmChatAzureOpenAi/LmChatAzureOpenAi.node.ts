import { AzureChatOpenAI } from '@langchain/openai';
import type { INodeType, INodeTypeDescription, ISupplyDataFunctions, SupplyData } from '@weft/workflow';
import { NodeOperationError } from '@weft/workflow';
import { modelSupply } from '../ai/model-supply.js';
import { compatibleOptions, openAiShapedFields } from '../ai/openai-compatible-model.js';
import { subNodeDescription } from '../ai/sub-node-description.js';
import { connectionHintNotice } from '../ai/sub-node-description.js';

interface AzureCredentials {
  apiKey?: string; resourceName: string; apiVersion: string; endpoint?: string | null;
  oauthTokenData?: { access_token?: string };
}

/** Azure OpenAI's options are OpenAI's, with a larger token limit and a 60 s timeout. */
const azureOptions = {
  ...compatibleOptions,
  options: (compatibleOptions.options ?? []).map((option) => {
    if (option.name === 'maxTokens') return { ...option, typeOptions: { maxValue: 128000 } };
    if (option.name === 'timeout') return { ...option, default: 60000 };
    return option;
  }),
};

/** Azure OpenAI Chat Model: a model deployed in an Azure OpenAI resource, by key or by Microsoft Entra ID. */
export class LmChatAzureOpenAi implements INodeType {
  description: INodeTypeDescription = subNodeDescription('ai_languageModel', 'Model', {
    displayName: 'Azure OpenAI Chat Model',
    name: '@n8n/n8n-nodes-langchain.lmChatAzureOpenAi',
    icon: 'file:azure.svg',
    version: 1,
    description: 'For advanced usage with an AI chain',
    codex: { categories: ['AI'], subcategories: { AI: ['Language Models', 'Root Nodes'], 'Language Models': ['Chat Models (Recommended)'] } },
    credentials: [
      { name: 'azureOpenAiApi', required: true, displayOptions: { show: { authentication: ['azureOpenAiApi'] } } },
      { name: 'azureEntraCognitiveServicesOAuth2Api', required: true, displayOptions: { show: { authentication: ['azureEntraCognitiveServicesOAuth2Api'] } } },
    ],
    properties: [
      {
        displayName: 'Authentication', name: 'authentication', type: 'options', default: 'azureOpenAiApi',
        options: [{ name: 'API Key', value: 'azureOpenAiApi' }, { name: 'Azure Entra ID (OAuth2)', value: 'azureEntraCognitiveServicesOAuth2Api' }],
      },
      connectionHintNotice('This node must be connected to an AI chain or agent'),
      { displayName: 'When the response format is JSON, the prompt of the chain or agent must contain the word "json"', name: 'notice', type: 'notice', default: '', displayOptions: { show: { '/options.responseFormat': ['json_object'] } } },
      { displayName: 'Model (Deployment) Name', name: 'model', type: 'string', default: '', required: true, description: 'The name of the deployment in the Azure OpenAI resource' },
      azureOptions,
    ],
  });

  async supplyData(this: ISupplyDataFunctions, itemIndex: number): Promise<SupplyData> {
    const authentication = this.getNodeParameter('authentication', itemIndex, 'azureOpenAiApi') as string;
    const credentials = await this.getCredentials<AzureCredentials>(authentication);
    const deployment = this.getNodeParameter('model', itemIndex) as string;
    if (!deployment) throw new NodeOperationError(this.getNode(), 'Enter the name of the model deployment');
    const token = credentials.oauthTokenData?.access_token;
    if (authentication !== 'azureOpenAiApi' && !token) {
      throw new NodeOperationError(this.getNode(), 'The Azure Entra ID credential is not connected: sign in with it first');
    }
    const options = this.getNodeParameter('options', itemIndex, {}) as Parameters<typeof openAiShapedFields>[0];
    const { callbacks, supply } = modelSupply(this);
    return supply(new AzureChatOpenAI({
      ...(authentication === 'azureOpenAiApi' ? { azureOpenAIApiKey: credentials.apiKey ?? '' } : { azureADTokenProvider: async () => token ?? '' }),
      azureOpenAIApiDeploymentName: deployment,
      azureOpenAIApiVersion: credentials.apiVersion,
      // A full endpoint wins over the one the resource name makes (https://<resource>.openai.azure.com).
      ...(credentials.endpoint ? { azureOpenAIEndpoint: credentials.endpoint } : { azureOpenAIApiInstanceName: credentials.resourceName }),
      model: deployment,
      ...openAiShapedFields(options, 60000),
      callbacks,
    }));
  }
}
