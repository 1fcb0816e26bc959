import type { INodeParameters, NodeParameterValueType } from '../model/index.js';
import { isPlainObject } from '../parameters/json-value.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A name as written inside a string literal with the given quote. */
function quoted(name: string, quote: string): string {
  return name.replace(/\\/g, '\\\\').split(quote).join(`\\${quote}`);
}

/** Rewrites, in expressions, references to one node name: built once per rename. */
export class NodeReferenceRenamer {
  private readonly rules: Array<{ pattern: RegExp; replace: (match: string, ...groups: string[]) => string }> = [];
  /** The old name as it can appear in an expression (plain, or escaped inside quotes). */
  private readonly needles: string[];

  constructor(oldName: string, newName: string) {
    this.needles = [...new Set([oldName, quoted(oldName, '"'), quoted(oldName, "'")])];
    for (const quote of ['"', "'"]) {
      const oldLiteral = escapeRegExp(quoted(oldName, quote));
      const newLiteral = quoted(newName, quote);
      const q = escapeRegExp(quote);
      // $node["Old"], $('Old'), $items("Old", ...): the quoted name is replaced, spacing kept.
      for (const opener of ['\\$node\\[', '\\$\\(', '\\$items\\(']) {
        this.rules.push({
          pattern: new RegExp(`(${opener}\\s*)${q}${oldLiteral}${q}`, 'g'),
          replace: (_match, before) => `${before}${quote}${newLiteral}${quote}`,
        });
      }
    }
    if (IDENTIFIER.test(oldName)) {
      // $node.Old becomes $node.New, or $node["New Name"] when the new name is not an identifier.
      const replacement = IDENTIFIER.test(newName) ? `$node.${newName}` : `$node["${quoted(newName, '"')}"]`;
      this.rules.push({
        pattern: new RegExp(`\\$node\\.${escapeRegExp(oldName)}(?![\\w$])`, 'g'),
        replace: () => replacement,
      });
    }
  }

  /** The expression with references renamed; non-expressions (not starting with '=') are left alone. */
  renameInExpression(value: string): string {
    if (!value.startsWith('=') || !this.needles.some((needle) => value.includes(needle))) return value;
    let result = value;
    for (const rule of this.rules) result = result.replace(rule.pattern, rule.replace);
    return result;
  }

  /** The value with references renamed; the very same value when nothing referred to the node. */
  renameInValue(value: NodeParameterValueType): NodeParameterValueType {
    if (typeof value === 'string') return this.renameInExpression(value);
    if (Array.isArray(value)) {
      let changed = false;
      const items = value.map((item) => {
        const renamed = this.renameInValue(item as NodeParameterValueType);
        if (renamed !== item) changed = true;
        return renamed;
      });
      return changed ? (items as NodeParameterValueType) : value;
    }
    if (isPlainObject(value)) return this.renameInParameters(value as INodeParameters);
    return value;
  }

  renameInParameters(parameters: INodeParameters): INodeParameters {
    let result: INodeParameters | undefined;
    for (const [key, value] of Object.entries(parameters)) {
      const renamed = this.renameInValue(value);
      if (renamed === value) continue;
      result ??= { ...parameters };
      result[key] = renamed;
    }
    return result ?? parameters;
  }
}
