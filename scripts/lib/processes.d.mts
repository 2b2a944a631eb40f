import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export type Child = ChildProcessByStdio<null, Readable, Readable>;

export interface StartOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** 'all' (default), 'errors' (stderr only) or 'none'. */
  echo?: 'all' | 'errors' | 'none';
  /** The child leads a process group of its own, which stopProcess ends whole. */
  ownGroup?: boolean;
}

export function startProcess(name: string, command: string, args: string[], options?: StartOptions): Child;
export function recentOutput(child: Child): string;
export function stopProcess(child: Child | null | undefined, options?: { graceMs?: number }): Promise<unknown>;
export function runProcess(name: string, command: string, args: string[], options?: StartOptions): Promise<string>;
export function waitForPort(
  port: number,
  options?: { host?: string; timeoutMs?: number; child?: Child },
): Promise<void>;
export function waitForUrl(url: string, options?: { timeoutMs?: number; child?: Child }): Promise<void>;
export function waitForOutput(child: Child, pattern: RegExp, options?: { timeoutMs?: number }): Promise<string>;
export function assertPortFree(port: number, options?: { host?: string; hint?: string }): Promise<void>;
export function superviseChildren(children: Child[]): (code: number) => never;
