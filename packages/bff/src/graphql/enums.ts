import { registerEnumType } from "type-graphql";
import { LANGUAGES, MARKETS, USER_TYPES, type Language, type Market, type UserType } from "@portal/schema";

/** A GraphQL enum object ({ A: "A", ... }) from a list of the shared package's codes. */
export const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

export const MarketEnum = enumOf<Market>(MARKETS);
export const LanguageEnum = enumOf<Language>(LANGUAGES);
export const UserTypeEnum = enumOf<UserType>(USER_TYPES);

registerEnumType(MarketEnum, {
  name: "Market",
  description: "A market the portal runs in: ES (Spain) or PT (Portugal). It comes from the host the browser used.",
  valuesConfig: { ES: { description: "Spain" }, PT: { description: "Portugal" } },
});

registerEnumType(LanguageEnum, {
  name: "Language",
  description: "An interface and content language. PT forces Portuguese; ES offers Castilian or Catalan.",
  valuesConfig: { CAST: { description: "Castilian (Spanish)" }, CAT: { description: "Catalan" }, PT: { description: "Portuguese" } },
});

registerEnumType(UserTypeEnum, {
  name: "UserType",
  description: "A user's role (the catalogue's type codes 1 to 6).",
  valuesConfig: {
    FRANCHISEE: { description: "1: franchisee; the only type that manages the users of its restaurants" },
    ADMINISTRATOR: { description: "2: administrator" },
    MANAGER: { description: "3: restaurant manager" },
    RESTRICTED_ADMINISTRATOR: { description: "4: restricted administrator (reduced admin menu, lands on admin sections)" },
    CONSULTANT: { description: "5: consultant" },
    PARTNER: { description: "6: partner agency; sees only the partner reports" },
  },
});
