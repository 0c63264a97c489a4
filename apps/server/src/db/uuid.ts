const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value could be one of the database's uuid keys: checked before a query, which would fail on anything else. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
