/**
 * The opening communication form filled in completely and validly, as a person types it: the one input the tests of
 * every package (shared rule, BFF, web, browser journeys) send, so that a new required field is added here once.
 * Only the date moves with the test's clock: `openingInput(date)`.
 */
export const OPENING_FORM_FIXTURE = {
  type: "Free-Standing",
  franchiseeName: "Laura Martín",
  address: "Av. de América 10",
  city: "Madrid",
  province: "Madrid",
  contact: "Laura Martín",
  mail: "laura@demo.es",
  phone: "600 123 456",
  kiosk: true,
  workplaces: 45,
} as const;

/** The fixture with its opening date (`YYYY-MM-DD`). */
export const openingInput = (openingDate: string) => ({ ...OPENING_FORM_FIXTURE, openingDate });
