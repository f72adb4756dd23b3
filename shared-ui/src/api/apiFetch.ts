/** An API answer as the base query reads it. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  text: string;
}

/** In the browser: the network (the browser's own HTTP cache applies). Throws on a network failure. */
export async function fetchApiAnswer(url: string, init: RequestInit): Promise<ApiAnswer> {
  const response = await fetch(url, init);
  return { ok: response.ok, status: response.status, text: await response.text().catch(() => '') };
}
