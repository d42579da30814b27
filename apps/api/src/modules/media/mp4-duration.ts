import { createFile, MP4BoxBuffer } from 'mp4box';

export interface Mp4Info {
  durationSeconds: number;
  width: number;
  height: number;
}

/**
 * Reads an MP4's real length from its boxes. mp4box reports 0 for a fragmented file, so there
 * the duration is the sum of the fragments' sample durations (the `mehd` box when present).
 * Returns null when the file is not a readable MP4 with a video track.
 */
export function readMp4Info(buffer: Buffer): Mp4Info | null {
  try {
    return parse(buffer);
  } catch {
    return null;
  }
}

function parse(buffer: Buffer): Mp4Info | null {
  const file = createFile();
  let failed = false;
  file.onError = () => {
    failed = true;
  };
  const chunk = MP4BoxBuffer.fromArrayBuffer(
    buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength),
    0,
  );
  file.appendBuffer(chunk, true);
  file.flush();
  if (failed) return null;
  const info = file.getInfo();
  const video = info.videoTracks[0];
  if (!info.hasMoov || !video) return null;

  // Every sample must lie inside the file: a cut-off upload is unreadable even if its moov is whole.
  for (const track of info.tracks) {
    for (const sample of file.getTrackById(track.id).samples) {
      if (sample.offset + sample.size > buffer.length) return null;
    }
  }

  let seconds = info.timescale > 0 ? info.duration / info.timescale : 0;
  if (info.isFragmented && seconds <= 0) {
    const declared = info.fragment_duration;
    if (declared && declared.den > 0 && declared.num > 0) seconds = declared.num / declared.den;
    else {
      seconds = Math.max(
        0,
        ...info.tracks.map((track) => {
          const trak = file.getTrackById(track.id);
          return track.timescale > 0 ? trak.samples_duration / track.timescale : 0;
        }),
      );
    }
  }
  // A header may lie (an mvhd saying 5 s over 16 s of samples): the samples' own durations, track
  // by track, count too, and the longest wins (upload polyglots).
  for (const track of info.tracks) {
    const trak = file.getTrackById(track.id);
    if (track.timescale > 0) seconds = Math.max(seconds, trak.samples_duration / track.timescale);
  }
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  return {
    durationSeconds: seconds,
    width: video.video?.width ?? video.track_width,
    height: video.video?.height ?? video.track_height,
  };
}
