/** The shapes of the catalogue's answers tests read (README, "Shapes"), as far as they read them. */

/** A priority of a marketing plan with its objective (`restaurant/objectives`). */
export interface Objective {
  id: number;
  resobjective_id: number;
  name: string;
  type: number;
  status: number;
  daypart: { week: string | null; time: string | null };
  comportament: string | null;
  competitor: number | null;
  value: { sales: number | null; new: number | null };
}

/** A strategy slot of a marketing plan (`restaurant/strategies`). */
export interface Strategy {
  id: number;
  status: number;
  strategy_name: string | null;
  section_id: number | null;
  section_name: string | null;
  objective_id: number;
  resobjective_id: number;
}

/** A marketing action (`restaurant/marketing`, `restaurant/actions/{year}`). */
export interface Action {
  id: number;
  name: string;
  complete_name: string;
  strategy_id: number | null;
  start: string;
  end: string;
  type: number;
  status: number;
  row: number | null;
}
