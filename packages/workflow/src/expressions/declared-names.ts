import type { AnyNode, Pattern } from 'acorn';

/** Every name the expression declares (parameters, variables, catch parameters, function names). */
export function collectDeclaredNames(root: AnyNode, names: Set<string>): void {
  const addPattern = (pattern: Pattern | null): void => {
    if (!pattern) return;
    switch (pattern.type) {
      case 'Identifier': names.add(pattern.name); break;
      case 'ObjectPattern':
        for (const property of pattern.properties) addPattern(property.type === 'RestElement' ? property.argument : property.value);
        break;
      case 'ArrayPattern': for (const element of pattern.elements) addPattern(element); break;
      case 'AssignmentPattern': addPattern(pattern.left); break;
      case 'RestElement': addPattern(pattern.argument); break;
      default: break;
    }
  };
  const visit = (node: AnyNode): void => {
    if (node.type === 'VariableDeclarator') addPattern(node.id);
    else if (node.type === 'CatchClause') addPattern(node.param ?? null);
    else if (node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || node.type === 'ArrowFunctionExpression') {
      if (node.id) names.add(node.id.name);
      node.params.forEach(addPattern);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(root);
}

export function isNode(value: unknown): value is AnyNode {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}
