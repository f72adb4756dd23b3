import fs from 'node:fs';
import { runtimeConfigFile } from './env';

type Json = Record<string, unknown> & { remotes: Record<string, string> };

/** Reads the composed site's runtime config (the shell server re-reads it on every request). */
export function readRuntimeConfig(): Json {
  return JSON.parse(fs.readFileSync(runtimeConfigFile, 'utf8')) as Json;
}

/** Points one remote at another deployment, runs `fn`, then puts the config back. */
export async function withRemoteAt<T>(remote: string, manifestUrl: string, fn: () => Promise<T>): Promise<T> {
  const original = fs.readFileSync(runtimeConfigFile, 'utf8');
  const config = JSON.parse(original) as Json;
  config.remotes[remote] = manifestUrl;
  fs.writeFileSync(runtimeConfigFile, JSON.stringify(config));
  try {
    return await fn();
  } finally {
    fs.writeFileSync(runtimeConfigFile, original);
  }
}

/**
 * Replaces the config file's text (null: no file) while `fn` runs: the server then cannot render
 * pages with it and sends the static page, whose script reports the problem.
 */
export async function withRuntimeConfigText<T>(text: string | null, fn: () => Promise<T>): Promise<T> {
  const original = fs.readFileSync(runtimeConfigFile, 'utf8');
  if (text === null) fs.rmSync(runtimeConfigFile);
  else fs.writeFileSync(runtimeConfigFile, text);
  try {
    return await fn();
  } finally {
    fs.writeFileSync(runtimeConfigFile, original);
  }
}

/** The manifest the site's runtime config names for a remote now (its live release folder's). */
export function remoteManifest(remote: string): string {
  const url = readRuntimeConfig().remotes[remote];
  if (!url) throw new Error(`the runtime config names no ${remote} remote`);
  return url;
}

/** The address of a remote's live release folder, ending in `/`: its files are under it. */
export function remoteBase(remote: string): string {
  return new URL('.', remoteManifest(remote)).href;
}
