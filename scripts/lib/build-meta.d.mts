import type { Plugin } from 'vite';

export function buildMetaDir(outDir: string): string;
export function buildMetaOutside(): Plugin;
