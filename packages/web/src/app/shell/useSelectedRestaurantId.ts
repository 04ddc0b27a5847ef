import { useShell } from "./ShellContext";

/**
 * The id of the restaurant the header shows (null: none). A screen of a restaurant asks for this one by id, so what it
 * shows is always the data of the restaurant named in the header, and its saves name it. (Its own module: the first
 * route's home reads the viewer itself, so this stays out of the entry.)
 */
export function useSelectedRestaurantId(): string | null {
  return useShell().viewer?.selectedRestaurant?.id ?? null;
}
