{{/* The release's prefix for every object's name: the release name, or release-mise. */}}
{{- define "mise.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* One component's object name; called with (list $ "catalog"). */}}
{{- define "mise.componentName" -}}
{{- $root := index . 0 -}}
{{- printf "%s-%s" (include "mise.fullname" $root) (index . 1) | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* What selects one component's pods; called with (list $ "catalog"). */}}
{{- define "mise.selectorLabels" -}}
{{- $root := index . 0 -}}
app.kubernetes.io/name: {{ $root.Chart.Name }}
app.kubernetes.io/instance: {{ $root.Release.Name }}
app.kubernetes.io/component: {{ index . 1 }}
{{- end -}}

{{/* Every object's labels; called with (list $ "catalog"). */}}
{{- define "mise.labels" -}}
{{- $root := index . 0 -}}
{{ include "mise.selectorLabels" . }}
app.kubernetes.io/part-of: mise
app.kubernetes.io/version: {{ $root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ $root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" $root.Chart.Name $root.Chart.Version }}
{{- end -}}

{{- define "mise.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* The Secret the secret settings are read from: the operator's own, or the chart's. */}}
{{- define "mise.secretName" -}}
{{- .Values.existingSecret | default (printf "%s-secrets" (include "mise.fullname" .)) -}}
{{- end -}}

{{/* SERVICE_URLS: every component but the gateway, by its Service's address. */}}
{{- define "mise.serviceUrls" -}}
{{- $root := . -}}
{{- $pairs := list -}}
{{- range $name, $component := .Values.components -}}
{{- if not $component.public -}}
{{- $pairs = append $pairs (printf "%s=http://%s:%v" $name (include "mise.componentName" (list $root $name)) $component.port) -}}
{{- end -}}
{{- end -}}
{{- join "," $pairs -}}
{{- end -}}

{{/*
A container's env: the settings named, each from the ConfigMap or the Secret, whichever holds
it; called with (list $ names).
*/}}
{{- define "mise.settingsEnv" -}}
{{- $root := index . 0 -}}
{{- range $setting := index . 1 }}
- name: {{ $setting }}
  valueFrom:
{{- if hasKey $root.Values.secrets $setting }}
    secretKeyRef:
      name: {{ include "mise.secretName" $root }}
      key: {{ $setting }}
      optional: true
{{- else if hasKey $root.Values.settings $setting }}
    configMapKeyRef:
      name: {{ include "mise.fullname" $root }}-settings
      key: {{ $setting }}
{{- else }}
{{- fail (printf "the setting %s is in neither settings nor secrets of values.yaml" $setting) }}
{{- end }}
{{- end }}
{{- end -}}

{{- define "mise.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 1000
runAsGroup: 1000
fsGroup: 1000
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "mise.containerSecurityContext" -}}
allowPrivilegeEscalation: false
privileged: false
readOnlyRootFilesystem: true
runAsNonRoot: true
capabilities:
  drop: [ALL]
{{- end -}}

{{/* The writable folders of a read-only container: /tmp, and DATA_DIR (./data) for mail kept on disk. */}}
{{- define "mise.scratchMounts" -}}
- name: tmp
  mountPath: /tmp
- name: data
  mountPath: /app/data
{{- end -}}

{{- define "mise.scratchVolumes" -}}
- name: tmp
  emptyDir:
    sizeLimit: 64Mi
- name: data
  emptyDir:
    sizeLimit: 256Mi
{{- end -}}

{{/* NetworkPolicy egress rules: name resolution, then each dependency used; (list $ uses). */}}
{{- define "mise.dependencyEgress" -}}
{{- $root := index . 0 -}}
- ports:
    - port: 53
      protocol: UDP
    - port: 53
      protocol: TCP
{{- range $use := index . 1 }}
{{- $dependency := required (printf "dependencies.%s is not declared" $use) (index $root.Values.dependencies $use) }}
- ports:
  {{- range $port := $dependency.ports }}
    - port: {{ $port }}
      protocol: TCP
  {{- end }}
  {{- with $dependency.to }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}
{{- end -}}
