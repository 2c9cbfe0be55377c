export type ToastVariant = 'success' | 'danger' | 'warning' | 'info';

export type ToastMessage = { header?: string; body: string; variant?: ToastVariant; delay?: number };

export type ShownToast = ToastMessage & { id: number };
