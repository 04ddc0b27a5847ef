import type { Market } from "@portal/schema";

/** What the flow needs of the chosen format and the resource. */
export interface FlowFormat {
  id: number;
  sizes: readonly unknown[];
  questions: readonly unknown[];
}

export type WizardPageNumber = 1 | 2 | 3 | 4 | 5;

/**
 * The pages the wizard shows, in order (spec 1 §2 "Order wizard"): 1 format; 2 size and 3 questions unless the format has
 * none; 4 customisation; 5 method, not in PT (method 1 is forced). On ES, choosing the resource's own format jumps from
 * page 1 to 4 (and back from 4 to 1). Next and back walk this list, so empty pages are skipped both ways.
 */
export function wizardPages(market: Market, format: FlowFormat | null | undefined, sourceFormatId: number | null): WizardPageNumber[] {
  const pages: WizardPageNumber[] = [1];
  const sameFormat = market === "ES" && !!format && format.id === sourceFormatId;
  if (format && !sameFormat) {
    if (format.sizes.length > 0) pages.push(2);
    if (format.questions.length > 0) pages.push(3);
  }
  pages.push(4);
  if (market === "ES") pages.push(5);
  return pages;
}

/**
 * The steps the wizard's stepper lists: 1 to 4 everywhere (2 and 3 greyed when the chosen format skips them) and 5,
 * the method, only where a user can reach it: never in PT, where method 1 is forced.
 */
export function wizardSteps(market: Market): WizardPageNumber[] {
  return market === "ES" ? [1, 2, 3, 4, 5] : [1, 2, 3, 4];
}

/** The page after `page` (null on the last), and the one before (null on the first). */
export function nextPage(pages: readonly WizardPageNumber[], page: WizardPageNumber): WizardPageNumber | null {
  const index = pages.indexOf(page);
  return index >= 0 && index < pages.length - 1 ? pages[index + 1] : null;
}

export function previousPage(pages: readonly WizardPageNumber[], page: WizardPageNumber): WizardPageNumber | null {
  const index = pages.indexOf(page);
  return index > 0 ? pages[index - 1] : null;
}
