// Test data shared by the tests of every package (`@portal/schema/fixtures`); never imported by application code.
export * from "./library/opening.fixture.js";
export * from "./diagnostic/pmix.fixture.js";
export * from "./admin/restaurants.fixture.js";
