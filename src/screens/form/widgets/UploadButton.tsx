import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The image types `POST /api/uploads` accepts. */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

interface UploadButtonProps {
  label: string;
  uploading: boolean;
  multiple?: boolean;
  onFiles: (files: FileList | null) => void;
}

export function UploadButton({ label, uploading, multiple = false, onFiles }: UploadButtonProps) {
  return (
    <Button
      component="label"
      variant="outlined"
      disabled={uploading}
      startIcon={uploading ? <CircularProgress size={16} /> : <CloudUpload />}
    >
      {label}
      <input
        hidden
        type="file"
        accept={ACCEPTED}
        multiple={multiple}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = '';
        }}
      />
    </Button>
  );
}
