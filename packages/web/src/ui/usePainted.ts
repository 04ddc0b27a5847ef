import { useEffect, useState } from "react";
import { afterNextPaint } from "./afterNextPaint";

/** False in a component's first render, true once the browser has painted it: what waits for it starts after that paint. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
