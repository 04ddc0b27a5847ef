export * from "./common/markets.js";
export * from "./common/errors.js";
export * from "./common/dates.js";
export * from "./common/validate.js";
export * from "./session/roles.js";
export * from "./session/rules.js";
