import type { SupabaseClient } from './supabase';

type Bucket = ReturnType<SupabaseClient['storage']['from']>;

export interface FileUpload {
  name: string;
  body: Blob;
  /** Left out, the storage client's default applies. */
  contentType?: string;
}

/**
 * Uploads an original and its sizes, never over an existing file. If one upload fails, the files
 * already sent are removed and the error is thrown: no row will name them, and a half set of
 * sizes would give a srcset pointing at missing files.
 */
export async function uploadAllOrNone(
  bucket: Bucket,
  uploads: readonly FileUpload[],
  cacheControl: string,
): Promise<void> {
  const sent: string[] = [];
  try {
    for (const upload of uploads) {
      const { error } = await bucket.upload(upload.name, upload.body, {
        contentType: upload.contentType,
        cacheControl,
        upsert: false,
      });
      if (error) throw error;
      sent.push(upload.name);
    }
  } catch (error) {
    if (sent.length) await bucket.remove(sent);
    throw error;
  }
}
