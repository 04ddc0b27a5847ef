import { describe, expect, it } from "vitest";
import { sectionTrail, type NavSection } from "./areas";

const tree: NavSection[] = [
  {
    id: "1",
    name: "Cartelería",
    slug: "carteleria",
    href: "/nacional/carteleria",
    children: [
      {
        id: "2",
        name: "Interior",
        slug: "interior",
        href: "/nacional/interior",
        children: [{ id: "3", name: "Menús", slug: "menus", href: "/nacional/menus" }],
      },
      { id: "4", name: "Exterior", slug: "exterior", href: "/nacional/exterior", children: [] },
    ],
  },
  { id: "5", name: "Digital", slug: "digital", href: "/nacional/digital", children: [] },
];

describe("library areas", () => {
  it("finds the trail of a section in the three levels", () => {
    expect(sectionTrail(tree, "menus").map((s) => s.id)).toEqual(["1", "2", "3"]);
    expect(sectionTrail(tree, "exterior").map((s) => s.id)).toEqual(["1", "4"]);
    expect(sectionTrail(tree, "digital").map((s) => s.id)).toEqual(["5"]);
    expect(sectionTrail(tree, "nope")).toEqual([]);
    expect(sectionTrail(tree, null)).toEqual([]);
  });
});
