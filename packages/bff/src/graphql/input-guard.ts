import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, visit, type DocumentNode } from "graphql";
import { COMMON_MESSAGES, ERROR_CODES } from "@portal/schema";

/**
 * Control characters (but tab, line feed and carriage return) and lone UTF-16 surrogates: no person types them, and
 * the catalogue cannot store them (a NUL made it answer 500).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNWANTED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first string in `value` (any depth) holding an unwanted character: its path, e.g. `input.comments`. */
function unwantedIn(value: unknown, path: string): string | null {
  if (typeof value === "string") return UNWANTED.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unwantedIn(item, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = unwantedIn(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The first argument written in the document (not a variable) whose text holds an unwanted character: its name. */
function unwantedArgument(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(argument) {
      if (found) return;
      visit(argument.value, {
        StringValue(node) {
          if (!found && UNWANTED.test(node.value)) found = argument.name.value;
        },
      });
    },
  });
  return found;
}

/**
 * Refuses an operation whose variables or written arguments hold control characters or lone surrogates, as
 * BAD_USER_INPUT on the input (HTTP 400), before any resolver runs and so before any catalogue call. A document's
 * written arguments are read once: Apollo keeps each parsed document (its document store), so the same operation
 * comes back as the same object.
 */
export function inputGuard<T extends object>(): ApolloServerPlugin<T> {
  const argumentsRead = new WeakMap<DocumentNode, string | null>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let written = argumentsRead.get(document);
          if (written === undefined) argumentsRead.set(document, (written = unwantedArgument(document)));
          const found = unwantedIn(request.variables ?? {}, "") ?? written;
          if (!found) return;
          const field = found.replace(/^input\./, "");
          throw new GraphQLError(COMMON_MESSAGES.BAD_USER_INPUT, {
            extensions: { code: ERROR_CODES.BAD_USER_INPUT, fields: { [field]: COMMON_MESSAGES.invalidCharacters }, http: { status: 400 } },
          });
        },
      };
    },
  };
}
