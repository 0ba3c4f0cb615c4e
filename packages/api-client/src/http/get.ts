import type { CallOptions, HttpClient, QueryValue } from './client.ts';
import { signalOnly } from './resource.ts';
import { unwrapDataList, unwrapDataOne } from './shapes.ts';

/** `GET path` → `data` (an object). */
export async function getDataOne<Row>(
  http: HttpClient,
  path: string,
  options?: CallOptions,
  query?: Record<string, QueryValue>,
): Promise<Row> {
  const body = await http.request({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    ...signalOnly(options),
  });
  return unwrapDataOne<Row>(body, { method: 'GET', path });
}

/** `GET path` → `data` (a list). */
export async function getDataList<Row>(
  http: HttpClient,
  path: string,
  options?: CallOptions,
  query?: Record<string, QueryValue>,
): Promise<Row[]> {
  const body = await http.request({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    ...signalOnly(options),
  });
  return unwrapDataList<Row>(body, { method: 'GET', path });
}

/** `GET path` → `data` whatever it is (a number, a string, an object). */
export async function getData<Value>(
  http: HttpClient,
  path: string,
  options?: CallOptions,
  query?: Record<string, QueryValue>,
): Promise<Value> {
  const body = await http.request<unknown>({
    method: 'GET',
    path,
    ...(query ? { query } : {}),
    ...signalOnly(options),
  });
  if (typeof body === 'object' && body !== null && 'data' in body) {
    return (body as { data: Value }).data;
  }
  return unwrapDataOne<Value>(body, { method: 'GET', path });
}
