/** The only reader of import.meta.env. */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined) ?? '',
};
