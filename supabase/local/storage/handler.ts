import type { StackConfig } from '../config'
import type { StackDatabase } from '../db-session'
import { json, type StackRequest, type StackResponse } from '../http/types'
export function createStorageHandler(_db: StackDatabase, _config: StackConfig) {
  return async (_req: StackRequest): Promise<StackResponse> => json(501, { message: 'todo' })
}
