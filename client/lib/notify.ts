import { toast } from 'sonner';

/** The one way to show the toasts of spec §8: a title and a description. */
export function notifySuccess(title: string, description?: string) {
  toast.success(title, { description });
}

export function notifyError(title: string, description?: string) {
  toast.error(title, { description });
}

/** For buttons whose feature does not exist yet: say so plainly, never fake a success. */
export function notifyComingSoon(feature: string) {
  toast.info(`${feature} is coming soon`, {
    description: 'We are still building this. Nothing was sent or saved.',
  });
}
