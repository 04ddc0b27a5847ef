import type { ClosureMotive } from "./rules.js";

/*
 * The channels screen's shape where the screen (what the BFF answers) and a save (what it takes) meet: the fields a
 * save sends back as the screen read them, and the birthday booking's fields. The web's form and the tests that build
 * a save from a screen both read them from here.
 */

/** The restaurant's own fields, the same in the screen and in a save. */
export interface ChannelsScreenFields {
  open: boolean;
  reopeningDate: string;
  closingMotive: ClosureMotive | null;
  publicName: string;
  address: string;
  openingDate: string;
  phone: string;
  email: string;
  companyName: string;
  taxId: string;
  fiscalAddress: string;
  allday: string;
  delivery: string;
}

/** The birthday booking's fields (the screen's `birthday`, a planned change's, a save's). */
export interface ChannelsBirthdayFields {
  bookOnline: boolean;
  bankAccount: string;
  bizum: string;
  contactPhone: string;
  contactMail: string;
  name: string;
  taxId: string;
  fiscalAddress: string;
}

/** The restaurant's own fields of a screen, as a save sends them back. */
export const screenFields = (s: ChannelsScreenFields): ChannelsScreenFields => ({
  open: s.open,
  reopeningDate: s.reopeningDate,
  closingMotive: s.closingMotive,
  publicName: s.publicName,
  address: s.address,
  openingDate: s.openingDate,
  phone: s.phone,
  email: s.email,
  companyName: s.companyName,
  taxId: s.taxId,
  fiscalAddress: s.fiscalAddress,
  allday: s.allday,
  delivery: s.delivery,
});

/** A birthday booking's fields alone (no `__typename`). */
export const birthdayFields = (b: ChannelsBirthdayFields): ChannelsBirthdayFields => ({
  bookOnline: b.bookOnline,
  bankAccount: b.bankAccount,
  bizum: b.bizum,
  contactPhone: b.contactPhone,
  contactMail: b.contactMail,
  name: b.name,
  taxId: b.taxId,
  fiscalAddress: b.fiscalAddress,
});
