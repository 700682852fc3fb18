/** `carEClass` -> `car-e-class`, `gallerySalzkammergut1` -> `gallery-salzkammergut-1`. */
export const kebab = (id: string): string =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1-$2')
    .toLowerCase();
