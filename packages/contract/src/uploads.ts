/** Messages of the upload pipeline (multipart bodies and images), shared by every module that takes files. */
export const uploadMessages = {
  multipartRequired: "Send this form as multipart/form-data",
  notAnImage: "The file must be a JPEG, PNG, WebP or GIF image",
  noImage: "Choose at least one image",
  fileTooLarge: (mb: number) => `Each file must be at most ${mb} MB`,
  tooManyFiles: (n: number) => `At most ${n} files per request`,
  unreadableImage: "The image could not be read",
  tooManyPixels: (megapixels: number) => `Images must be at most ${megapixels} megapixels`,
  imageOrPdf: "The file must be an image (JPEG, PNG, WebP) or a PDF",
  imageOnly: "The file must be an image (JPEG, PNG, WebP)",
} as const;
