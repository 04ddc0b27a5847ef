import type { DiagnosticBrandFragment, DiagnosticCompetitionFragment } from "../../gql/graphql";

export interface Choice {
  /** The saved choice's id; null for a brand added since the last save. */
  choiceId: string | null;
  brand: DiagnosticBrandFragment;
}
export interface State {
  intensities: Array<number | null>;
  chosen: Choice[];
}

export const stateOf = (competition: DiagnosticCompetitionFragment): State => {
  const intensities: Array<number | null> = [null, null, null, null, null, null];
  for (const category of competition.categories) intensities[category.type] = category.intensity ?? null;
  return {
    intensities,
    chosen: competition.categories.flatMap((c) => c.chosen.map((x) => ({ choiceId: x.choiceId, brand: x.brand }))),
  };
};
export const same = (a: State, b: State) =>
  a.intensities.every((value, i) => value === b.intensities[i]) &&
  a.chosen
    .map((c) => c.brand.id)
    .sort()
    .join() ===
    b.chosen
      .map((c) => c.brand.id)
      .sort()
      .join();
