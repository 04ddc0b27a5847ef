import { describe, expect, it } from "vitest";
import { sliderTargets } from "./sliderView";

const sections = [
  { type: "NATIONAL", path: "/nacional/campanas", active: true },
  { type: "NATIONAL", path: "/nacional/retirada", active: false },
  { type: "LOCAL", path: "/local/eventos", active: true },
  { type: "LOCAL", path: "/local/antiguo", active: false },
  { type: "TOOLKIT", path: "/toolkits/x", active: true },
];

describe("the banner's target picker", () => {
  it("offers only the active national and local sections", () => {
    expect(sliderTargets(sections, "")).toEqual({ national: [sections[0]], local: [sections[2]] });
  });

  it("keeps the inactive section a banner already links to, so its target still reads as chosen", () => {
    expect(sliderTargets(sections, "/local/antiguo")).toEqual({ national: [sections[0]], local: [sections[2], sections[3]] });
  });
});
