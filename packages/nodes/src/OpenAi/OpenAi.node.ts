import { VersionedNodeType } from '@weft/workflow';
import { openAiBaseDescription } from './openai.base-description.js';
import { OpenAiV1 } from './OpenAiV1.node.js';
import { OpenAiV2 } from './OpenAiV2.node.js';

/** OpenAI: versions 1 to 1.8 (chat completions and assistants) and 2 to 2.1 (the Responses API). */
export class OpenAi extends VersionedNodeType {
  constructor() {
    const v1 = new OpenAiV1();
    const v2 = new OpenAiV2();
    super({
      1: v1, 1.1: v1, 1.2: v1, 1.3: v1, 1.4: v1, 1.5: v1, 1.6: v1, 1.7: v1, 1.8: v1, 2: v2, 2.1: v2,
    }, openAiBaseDescription);
  }
}
