// app_meta's fields as the bundle reads them (src/lib/host-page.ts), from the contract's AppMeta
// schema: the build puts this table in the bundle instead of the schema
// (build/build-time-modules.ts), so a field added to the contract is read without a list kept by hand.
import type { TSchema } from "typebox";
import { AppMeta } from "./contract/common";

// How a field is read, anything of another type dropped (numbers: the table is in every page).
/** A text. */
export const TEXT = 0;
/** Kept when true. */
export const FLAG = 1;
/** A list of texts. */
export const TEXTS = 2;
/** A list of objects. */
export const OBJECTS = 3;
/** An object of texts by any name (the theme). */
export const RECORD = 4;

/** One of the above, or an object's own fields (flash, form). */
export type AppMetaField = 0 | 1 | 2 | 3 | 4 | AppMetaFields;
export interface AppMetaFields {
  [name: string]: AppMetaField;
}

interface Shape {
  type?: string;
  anyOf?: Shape[];
  items?: Shape;
  properties?: Record<string, Shape>;
  patternProperties?: Record<string, Shape>;
}

const isText = (shape: Shape): boolean => shape.type === "string" || !!shape.anyOf?.every(isText);

function fieldOf(name: string, shape: Shape): AppMetaField {
  if (isText(shape)) return TEXT;
  if (shape.type === "boolean") return FLAG;
  if (shape.type === "array" && shape.items && isText(shape.items)) return TEXTS;
  if (shape.type === "array" && shape.items?.type === "object") return OBJECTS;
  if (shape.type === "object" && shape.patternProperties) return RECORD;
  if (shape.type === "object" && shape.properties) return fieldsOf(shape.properties);
  throw new Error(`app_meta's ${name}: no way to read its schema`);
}

const fieldsOf = (properties: Record<string, Shape>): AppMetaFields =>
  Object.fromEntries(Object.entries(properties).map(([name, shape]) => [name, fieldOf(name, shape)]));

/** Each field of app_meta by name, in the contract's order. */
export const APP_META_FIELDS = fieldsOf(
  AppMeta.properties as Record<string, TSchema> as Record<string, Shape>,
);
