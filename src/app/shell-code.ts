/** The signed-in shell's code, which every route of the 'main' layout needs beside its screen (free of React: src/boot.ts asks for it). */
export const loadMainLayout = () => import('./layout/main-layout');
