// postgrest-js's tests call jest.fn/spyOn/useFakeTimers; vitest's `vi` has the same methods.
import { vi } from 'vitest';

(globalThis as Record<string, unknown>).jest = vi;
