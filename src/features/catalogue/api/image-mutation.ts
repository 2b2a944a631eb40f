import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/lib/notify';
import { productKeys } from './product-keys';

/**
 * The one shape of every image write: on success everything under the products root reloads
 * (the product's image_url follows its main image, so the product and the public catalogue
 * change too), the success is said, then the caller's follow-up runs; a failure is logged and
 * said in French.
 */
export function useImageMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  messages: { success: (input: Input) => string; failure: string },
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (_result, input) => {
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      notifySuccess(messages.success(input));
      onSuccess?.();
    },
    onError: (error) => {
      console.error(messages.failure, error);
      notifyError(error, messages.failure);
    },
  });
}
