import { createParameterDecorator } from "type-graphql";

/**
 * A field resolver's parent object, as the resolver of its type answered it (type-graphql's `@Root()`, without the
 * copy): `@Root()` turns the parent into a new instance of its class, field by field, for every field resolver of every
 * row (its `convertToType`), which on a list of resources made hundreds of copies per request and a few per cent of
 * the BFF's time under load. The portal's parents are already objects of their type's shape, and no type of it has
 * methods, so they are passed as they are. (`Root` is not imported from type-graphql: eslint.config.js.)
 */
export function Parent(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator(({ root }) => root);
}
