import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The schema's own lint (npm run lint): descriptions and names, the things an integrator reads
 * first. graphql-schema-linter's description rules demand a description on every element (no share
 * to hold, no figure to print) and bring old dependencies (glob 7, cosmiconfig 5); this is the same
 * check with a threshold, over graphql-js's own schema model.
 *
 * - Described: every type, field, argument, input field and enum value counts once; at least
 *   MIN_DESCRIBED_SHARE of them must carry a description.
 * - Named: types PascalCase, fields, arguments and input fields camelCase, enum values
 *   SCREAMING_CASE.
 */
export const MIN_DESCRIBED_SHARE = 0.95;

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
const SCREAMING_CASE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

export interface SchemaLintReport {
  /** Schema elements counted, and those with a description. */
  elements: number;
  described: number;
  /** Elements without a description, as Type, Type.field, Type.field(arg) or Enum.VALUE. */
  undescribed: string[];
  /** Names breaking the naming rules, with the rule. */
  badNames: string[];
}

export function lintSchema(schema: GraphQLSchema): SchemaLintReport {
  const report: SchemaLintReport = { elements: 0, described: 0, undescribed: [], badNames: [] };
  const count = (where: string, description: string | null | undefined) => {
    report.elements += 1;
    if (description?.trim()) report.described += 1;
    else report.undescribed.push(where);
  };
  const named = (where: string, name: string, pattern: RegExp, rule: string) => {
    if (!pattern.test(name)) report.badNames.push(`${where} should be ${rule}`);
  };

  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    count(type.name, type.description);
    named(type.name, type.name, PASCAL_CASE, 'PascalCase');
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        const where = `${type.name}.${field.name}`;
        count(where, field.description);
        named(where, field.name, CAMEL_CASE, 'camelCase');
        for (const argument of field.args) {
          count(`${where}(${argument.name})`, argument.description);
          named(`${where}(${argument.name})`, argument.name, CAMEL_CASE, 'camelCase');
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        count(`${type.name}.${field.name}`, field.description);
        named(`${type.name}.${field.name}`, field.name, CAMEL_CASE, 'camelCase');
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        count(`${type.name}.${value.name}`, value.description);
        named(`${type.name}.${value.name}`, value.name, SCREAMING_CASE, 'SCREAMING_CASE');
      }
    }
  }
  return report;
}

export function lintSchemaText(sdl: string): SchemaLintReport {
  return lintSchema(buildSchema(sdl));
}
