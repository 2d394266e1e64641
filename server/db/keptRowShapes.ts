/**
 * A named statement (preparedStatements.ts) answers the same columns on every call, yet pg builds
 * its result's row shape again from each RowDescription: a parser per column and an empty row
 * holding every column's name (an `Object.create(null)` object spread into another), then copies
 * that object for each row and stores every value by name into the copy. For the session lookup
 * of every bound route (the enrollment's columns and what is read ahead) that was 4 to 5 % of a
 * save's node CPU (`addFields`, `parseRow`; docs/save-latency.md, seventh step).
 *
 * Here the parsers and names are kept per statement name and per client's type table, and each
 * RowDescription is compared with the kept one (names, type ids, formats): a statement whose
 * columns changed (prepared again after another instance's migration) gets a new shape. A row is
 * built as pg builds it: the columns' names in their order, each value through the same parser
 * (a binary value as a Buffer), null as null, a repeated name keeping its last value.
 */
import { Query, type QueryConfig, type QueryResult } from 'pg';

/** What a RowDescription says of a column (pg-protocol's Field, the members read here). */
interface Field { name: string; dataTypeID: number; format?: string }
type Parser = (value: unknown) => unknown;
/** A client's type table (pg's TypeOverrides): the parsers a result of that client uses. */
interface TypeTable { getTypeParser(oid: number, format?: string): Parser }

interface Shape { fields: readonly Field[]; names: string[]; parsers: Parser[]; binary: boolean[] }

/** pg's own names of a query's result and of that result's type table (not in pg's types). */
const RESULT = '_result';
const TYPES = '_types';

/** pg's Result, the members its Query calls and the ones Kysely reads. */
interface PgResult {
  fields: readonly Field[];
  [TYPES]?: TypeTable;
  addFields(fields: readonly Field[]): void;
  parseRow(values: readonly unknown[]): unknown;
}

/** Shapes by statement name, per type table (a pool's clients each have theirs; all the same in this app). */
const SHAPES = new WeakMap<TypeTable, Map<string, Shape>>();

const sameFields = (kept: readonly Field[], fields: readonly Field[]) =>
  kept.length === fields.length && kept.every((field, index) => {
    const other = fields[index];
    return field.name === other.name && field.dataTypeID === other.dataTypeID && (field.format ?? 'text') === (other.format ?? 'text');
  });

function shapeFor(types: TypeTable, statement: string, fields: readonly Field[]): Shape | undefined {
  let byName = SHAPES.get(types);
  if (!byName) SHAPES.set(types, (byName = new Map()));
  const kept = byName.get(statement);
  if (kept && sameFields(kept.fields, fields)) return kept;
  // A column named __proto__ would set a prototype where pg's spread defines a property: leave such a result to pg.
  if (fields.some((field) => field.name === '__proto__')) return undefined;
  const shape: Shape = {
    fields: fields.map(({ name, dataTypeID, format }) => ({ name, dataTypeID, format })),
    names: fields.map((field) => field.name),
    parsers: fields.map((field) => types.getTypeParser(field.dataTypeID, field.format || 'text')),
    binary: fields.map((field) => field.format === 'binary'),
  };
  byName.set(statement, shape);
  return shape;
}

function rowOf(shape: Shape, values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < values.length; index += 1) {
    const raw = values[index];
    row[shape.names[index]] = raw === null ? null : shape.parsers[index](shape.binary[index] ? Buffer.from(raw as Uint8Array) : raw);
  }
  return row;
}

/** pg's Query, with its result. */
type QueryWithResult = Query & { [RESULT]: PgResult };

/** A query of the named statement `name` whose result keeps its row shape between calls. */
export function keptShapeQuery(config: QueryConfig & { name: string }, callback: (error: Error | null | undefined, result: QueryResult) => void): Query {
  const query = new Query(config, undefined, callback) as QueryWithResult;
  const result = query[RESULT];
  const pgAddFields = result.addFields.bind(result);
  const pgParseRow = result.parseRow.bind(result);
  let shape: Shape | undefined;
  result.addFields = (fields) => {
    // The client sets the result's type table when the query is submitted, before any answer.
    const types = result[TYPES];
    shape = types ? shapeFor(types, config.name, fields) : undefined;
    if (shape) result.fields = fields;
    else pgAddFields(fields);
  };
  result.parseRow = (values) => (shape ? rowOf(shape, values) : pgParseRow(values));
  return query;
}
