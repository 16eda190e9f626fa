/**
 * Sonner is loaded with the first toast, not with the page: no first view needs it, and every
 * kilobyte of the first view costs a shopper on 3G (issue #5). A toast asked for before the
 * toaster is on screen still shows: sonner replays it when the toaster subscribes.
 */
const sonner = () => import('sonner');

/** The one way to show the toasts of spec §8: a title and a description. */
export function notifySuccess(title: string, description?: string) {
  void sonner().then(({ toast }) => toast.success(title, { description }));
}

export function notifyError(title: string, description?: string) {
  void sonner().then(({ toast }) => toast.error(title, { description }));
}

/** For buttons whose feature does not exist yet: say so plainly, never fake a success. */
export function notifyComingSoon(feature: string) {
  void sonner().then(({ toast }) =>
    toast.info(`${feature} is coming soon`, {
      description: 'We are still building this. Nothing was sent or saved.',
    }),
  );
}
