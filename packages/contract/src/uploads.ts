/** Messages of the upload pipeline (multipart bodies and images), shared by every module that takes files. */
export const uploadMessages = {
  multipartRequired: "Send this form as multipart/form-data",
  notAnImage: "The file must be a JPEG, PNG, WebP or GIF image",
  noImage: "Choose at least one image",
} as const;
