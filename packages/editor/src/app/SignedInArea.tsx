import { MainLayout } from './MainLayout';
import { PersonalizationGate } from '../features/personalization/PersonalizationGate';
import { OnboardingPromptGate } from '../features/prompts/OnboardingPromptGate';
import { PromptsGate } from '../features/prompts/PromptsGate';

/** The signed-in pages' frame: the sidebar layout and the surveys and prompts offered over any page. */
export function SignedInArea() {
  return <><MainLayout /><PersonalizationGate /><PromptsGate /><OnboardingPromptGate /></>;
}
