import { StickyMarkdown } from '../../canvas/StickyMarkdown';
import classes from './Templates.module.css';

/** A template's or collection's description is Markdown, as on n8n's host. */
export function TemplateDescription({ source }: { source: string }) {
  return <div className={classes.description} data-testid="template-description"><StickyMarkdown source={source} /></div>;
}
