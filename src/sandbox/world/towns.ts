// Towns below the metros' floors that hold nobody (Kilkenny, Truro: under 40,000, or in a country whose towns
// recruiters seldom name), and states with neither a metro nor a town that holds people: a search there can
// widen to the metros nearest to them instead of finding nobody. The towns of 40,000 and more hold people
// (metros.ts, topup-towns.ts). The table is derived at build time (scripts/gazetteer.mjs) and read on the
// first miss only.

import { COUNTY_TOWNS } from "./counties.js";
import { metroNeighbours } from "./data/neighbours.js";
import { townRows } from "./data/towns.js";
import { METROS, placeKey, ROW_CODES, STATES } from "./metros.js";

/** Where a place the world holds nobody in lies: the metros nearest to it, nearest first, and their country. */
export interface NearPlace {
  codes: number[];
  country: string;
}

/** A town: the metros nearest to it, nearest first (the first says its country). */
type Town = number[];

/** A town as the company directory lists it (planner/directory.ts). */
export interface TownPlace {
  city: string;
  state: string;
  country: string;
}

/** Towns by folded name, by "name state" and by "name country"; the largest town keeps a shared name. */
let towns: Map<string, Town> | undefined;
/** Every town, largest first, and each key of `towns`'s town among them. */
let townList: TownPlace[] = [];
const townAt = new Map<string, number>();
/** The largest town of each state or province, by "country\u0000code". */
let stateTowns: Map<string, Town> | undefined;

function load(): Map<string, Town> {
  towns = new Map();
  townList = [];
  stateTowns = new Map();
  for (const line of townRows().split("\n")) {
    const [name, state, near, plain] = line.split("|");
    const town = near.split(",").map((r) => ROW_CODES[Number(r)]);
    const country = METROS[town[0]].country;
    townList.push({ city: name, state, country });
    for (const key of [name, ...(plain ? plain.split(";") : [])].map(placeKey))
      for (const k of [
        key,
        `${key} ${placeKey(country)}`,
        ...(state ? [`${key} ${state.toLowerCase()}`] : []),
      ])
        if (!towns.has(k)) {
          towns.set(k, town);
          townAt.set(k, townList.length - 1);
        }
    const inState = `${country}\u0000${state}`;
    if (state && !stateTowns.has(inState)) stateTowns.set(inState, town);
  }
  return towns;
}

/**
 * The metros nearest to a town or state the world holds nobody in ("Kilkenny", "Truro, Canada",
 * "West Virginia"); undefined for a name that is neither (a place the world holds, or none at all).
 */
export function nearPlace(name: string): NearPlace | undefined {
  const key = placeKey(name).replace(/^the /, "");
  const all = towns ?? load();
  const town = all.get(COUNTY_TOWNS[key] ?? key) ?? stateTown(key);
  return town && { codes: town, country: METROS[town[0]].country };
}

/** Every town below the metros' floors that holds nobody, largest first. */
export function allTowns(): readonly TownPlace[] {
  if (!towns) load();
  return townList;
}

/** The town a place name names ("Oshkosh", "Canton, OH"), or undefined. */
export function townNamed(name: string): TownPlace | undefined {
  if (!towns) load();
  const at = townAt.get(placeKey(name).replace(/^the /, ""));
  return at === undefined ? undefined : townList[at];
}

/** A state or province by name or postal code: its largest town stands for it. */
function stateTown(key: string): Town | undefined {
  for (const s of STATES)
    if (placeKey(s.name) === key || s.code.toLowerCase() === key) {
      const town = stateTowns?.get(`${s.country}\u0000${s.code}`);
      if (town) return town;
    }
  return undefined;
}

/** Each metro's larger neighbours by metro code (see data/neighbours.ts); made on the first call. */
let neighbours: Map<number, number[]> | undefined;

/** The larger metros nearest to a metro in its country, nearest first: where a search there widens first. */
export function largerNeighbours(code: number): readonly number[] {
  // A town holding people widens to the metros nearest to it.
  const near = METROS[code]?.near;
  if (near) return near;
  if (!neighbours) {
    neighbours = new Map();
    metroNeighbours()
      .split("\n")
      .forEach((line, row) => {
        if (line)
          neighbours!.set(
            ROW_CODES[row],
            line.split(",").map((r) => ROW_CODES[Number(r)]),
          );
      });
  }
  return neighbours.get(code) ?? [];
}
