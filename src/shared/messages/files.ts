export const files = {
  invalid: 'El archivo es incorrecto',
  tooLarge: 'La imagen es demasiado grande (máximo 5 MB)',
  uploadOk: '¡Subida exitosa!',
  uploadFailed: 'Se ha producido un inconveniente al subir la imagen',
  profileUploadFailed: 'Se ha producido un inconveniente al subir la imagen de perfil',
  profileUploading: 'Cargando imagen de perfil...',
  removed: '¡Archivo eliminado con éxito!',
} as const;
